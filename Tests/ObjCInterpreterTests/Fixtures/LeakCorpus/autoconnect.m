// autoconnect: the source is subscribed with the first subscriber and let go with the last.
@interface Photo : NSObject
@property (nonatomic, copy) NSString *title;
@end
@implementation Photo
- (void)dealloc { NSLog(@"dealloc Photo %@", self.title); }
@end

static RACSubject *camera;
camera = [RACSubject subject];
RACSignal *shared = [[camera publish] autoconnect];
RACDisposable *first = [shared subscribeNext:^(Photo *photo) { NSLog(@"first %@", photo.title); }];
RACDisposable *second = [shared subscribeNext:^(Photo *photo) { NSLog(@"second %@", photo.title); }];
Photo *reef = [Photo new];
reef.title = @"reef";
[camera sendNext:reef];
reef = nil;
[first dispose];
[second dispose];
shared = nil;
