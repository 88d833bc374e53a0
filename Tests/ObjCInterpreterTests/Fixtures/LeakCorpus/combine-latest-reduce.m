// combineLatest:reduce: of two stores that never complete, with a reduce block that captures a photo.
@interface Photo : NSObject
@property (nonatomic, copy) NSString *title;
@end
@implementation Photo
- (void)dealloc { NSLog(@"dealloc Photo %@", self.title); }
@end

static RACSubject *width;
static RACSubject *height;
width = [RACSubject subject];
height = [RACSubject subject];
Photo *frame = [Photo new];
frame.title = @"frame";
[[RACSignal combineLatest:@[width, height] reduce:^id(NSNumber *w, NSNumber *h) {
  return [NSString stringWithFormat:@"%@ %@x%@", frame.title, w, h];
}] subscribeNext:^(NSString *size) {
  NSLog(@"size %@", size);
}];
[width sendNext:@3];
[height sendNext:@4];
frame = nil;
