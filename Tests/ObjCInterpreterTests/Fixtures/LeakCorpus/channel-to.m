// RACChannelTo binds a view's text to a model's name, both ways.
@interface Model : NSObject
@property (nonatomic, copy) NSString *name;
@end
@implementation Model
- (void)dealloc { NSLog(@"dealloc Model %@", self.name); }
@end
@interface View : NSObject
@property (nonatomic, copy) NSString *text;
@end
@implementation View
- (void)dealloc { NSLog(@"dealloc View %@", self.text); }
@end

Model *model = [Model new];
View *view = [View new];
RACChannelTo(view, text) = RACChannelTo(model, name);
model.name = @"ada";
view.text = @"grace";
NSLog(@"model %@ view %@", model.name, view.text);
view = nil;
model = nil;
