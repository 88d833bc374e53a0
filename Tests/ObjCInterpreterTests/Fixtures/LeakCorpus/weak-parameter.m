// A method, a function and a block whose parameter is declared __weak (before the type or after
// its *) keep a block that uses it: the block holds it weakly, as clang's does, so it goes.
@interface Photo : NSObject
@property (nonatomic, copy) NSString *title;
@end
@implementation Photo
- (void)dealloc { NSLog(@"dealloc Photo %@", self.title); }
@end

@interface Frame : NSObject
@property (nonatomic, copy) NSString *(^caption)(void);
@end
@implementation Frame
- (void)show:(__weak Photo *)photo {
  self.caption = ^NSString *{ return photo.title ?: @"empty"; };
}
- (void)showAfter:(Photo * __weak)photo {
  self.caption = ^NSString *{ return photo.title ?: @"empty"; };
}
- (void)dealloc { NSLog(@"dealloc Frame %@", self.caption()); }
@end

static void showWeakly(Frame *frame, __unsafe_unretained Photo *photo) {
  frame.caption = ^NSString *{ return photo.title ?: @"empty"; };
}

static Frame *wall;
wall = [Frame new];
Photo *lake = [Photo new];
lake.title = @"lake";
[wall show:lake];
NSLog(@"caption %@", wall.caption());
lake = nil;
NSLog(@"caption %@", wall.caption());
Photo *hill = [Photo new];
hill.title = @"hill";
[wall showAfter:hill];
hill = nil;
NSLog(@"caption %@", wall.caption());
Photo *moon = [Photo new];
moon.title = @"moon";
showWeakly(wall, moon);
moon = nil;
void (^hang)(__weak Photo *) = ^(__weak Photo *photo) {
  wall.caption = ^NSString *{ return photo.title ?: @"empty"; };
};
Photo *sea = [Photo new];
sea.title = @"sea";
hang(sea);
sea = nil;
NSLog(@"caption %@", wall.caption());
wall = nil;
