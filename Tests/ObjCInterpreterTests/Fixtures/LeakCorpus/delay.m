// delay: keeps each value until its time comes; the store then completes and everything goes.
@interface Photo : NSObject
@property (nonatomic, copy) NSString *title;
@end
@implementation Photo
- (void)dealloc { NSLog(@"dealloc Photo %@", self.title); }
@end

RACSubject *arrivals = [RACSubject subject];
Photo *dock = [Photo new];
dock.title = @"dock";
[[arrivals delay:2] subscribeNext:^(Photo *photo) {
  NSLog(@"late %@", photo.title);
} completed:^{
  NSLog(@"done");
}];
[arrivals sendNext:dock];
[arrivals sendCompleted];
dock = nil;
arrivals = nil;
