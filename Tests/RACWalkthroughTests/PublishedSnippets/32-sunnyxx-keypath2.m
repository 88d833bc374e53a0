// Source: http://blog.sunnyxx.com/2014/03/06/rac_1_macros/ (sunnyxx, Reactive Cocoa Tutorial [1] = 神奇的Macros)
// Adaptation: the post's keypath2 macro applied to a class defined here; prints the key path string
#define keypath2(OBJ, PATH) \
    (((void)(NO && ((void)OBJ.PATH, NO)), # PATH))
@interface Model : NSObject
@property (nonatomic, copy) NSString *name;
@end
@implementation Model
@end
Model *model = [Model new];
NSString *path = @keypath2(model, name);
NSLog(@"%@", path);
// Outputs:
// name
