// Not the post's code: the contact model the post's pipeline observes (its fields, each e-mail row
// and each custom field), the editing view that -initPipline belongs to, and the page whose
// navigation bar's Save button the second listing enables. The post never shows them.
@interface FMContactItem : NSObject
@property (nonatomic, copy) NSString *walkthroughName;
@property (nonatomic, copy) NSString *email;
@end

@implementation FMContactItem
+ (FMContactItem *)walkthroughRowNamed:(NSString *)name {
    FMContactItem *item = [[FMContactItem alloc] init];
    item.walkthroughName = name;
    item.email = @"";
    return item;
}
- (NSString *)description {
    return [NSString stringWithFormat:@"<FMContactItem: %@ email=\"%@\">", self.walkthroughName, self.email];
}
@end

@interface FMCustomInformation : NSObject
@property (nonatomic, copy) NSString *walkthroughName;
@property (nonatomic, copy) NSString *name;
@property (nonatomic, copy) NSString *information;
@end

@implementation FMCustomInformation
+ (FMCustomInformation *)walkthroughRowNamed:(NSString *)name {
    FMCustomInformation *info = [[FMCustomInformation alloc] init];
    info.walkthroughName = name;
    info.name = @"";
    info.information = @"";
    return info;
}
@end

@interface FMContact : NSObject
@property (nonatomic, copy) NSString *nick;
@property (nonatomic, copy) NSString *mark;
@property (nonatomic, copy) NSString *birthday;
@property (nonatomic, strong) NSArray *contactItems;
@property (nonatomic, strong) NSArray *telephone;
@property (nonatomic, strong) NSArray *familyAddress;
@property (nonatomic, strong) NSArray *customInformations;
@end

@implementation FMContact
+ (FMContact *)walkthroughNewContact {
    FMContact *contact = [[FMContact alloc] init];
    contact.contactItems = @[];
    contact.telephone = @[];
    contact.familyAddress = @[];
    contact.customInformations = @[];
    return contact;
}
@end

@interface FMContactEditView : UIView
@property (nonatomic, strong) FMContact *contact;
@property (nonatomic, strong) RACSignal *contactHasNoPros;
@end

@implementation FMContactEditView
@end

@interface UINavigationItem : NSObject
@property (nonatomic, strong) UIButton *rightBarButtonItem;
@end

@implementation UINavigationItem
@end

@interface FMContactEditViewController : UIViewController
@property (nonatomic, strong) FMContactEditView *contactEditView;
@property (nonatomic, strong) UINavigationItem *navigationItem;
@end

@implementation FMContactEditViewController
@end

// A new contact, and the page set up: the view's pipeline first, then the Save button's binding.
FMContact *contact = [FMContact walkthroughNewContact];
FMContactEditView *contactEditView = [[FMContactEditView alloc] init];
contactEditView.contact = contact;
self.contactEditView = contactEditView;
[contactEditView initPipline];
self.navigationItem = [[UINavigationItem alloc] init];
self.navigationItem.rightBarButtonItem = [UIButton walkthroughButtonNamed:@"saveButton"];

// Leaks: FMContactEditView, FMContact — the post's blocks keep self (the view) through RACObserve's hidden self, and the view keeps them: a cycle (steps.json: postCodeLeaks)
