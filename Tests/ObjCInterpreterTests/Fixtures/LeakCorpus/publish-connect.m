// publish + connect: the connection's subject stays subscribed to the source until disposed.
@interface Photo : NSObject
@property (nonatomic, copy) NSString *title;
@end
@implementation Photo
- (void)dealloc { NSLog(@"dealloc Photo %@", self.title); }
@end

@interface Gallery : NSObject
@property (nonatomic, copy) NSString *name;
@end
@implementation Gallery
- (void)dealloc { NSLog(@"dealloc Gallery %@", self.name); }
@end

static RACSubject *camera;
camera = [RACSubject subject];
Gallery *gallery = [Gallery new];
gallery.name = @"hall";
RACMulticastConnection *connection = [camera publish];
[connection.signal subscribeNext:^(Photo *photo) {
  NSLog(@"%@ hangs %@", gallery.name, photo.title);
}];
[connection connect];
Photo *moor = [Photo new];
moor.title = @"moor";
[camera sendNext:moor];
moor = nil;
gallery = nil;
connection = nil;
