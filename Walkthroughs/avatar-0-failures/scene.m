// Not the post's code: the page the post's two methods belong to, with the contact it shows (two
// e-mail addresses), the avatar manager whose downloads are scripted (the first 0 of each address
// fail; each takes 0.5 s), and the cell.
@interface ContactCreatePage : UIViewController
@property (nonatomic, strong) FMContact *contact;
@property (nonatomic, strong) FMAvatarManager *avatarManager;
@end

@implementation ContactCreatePage
@end

self.contact = [FMContact walkthroughContactWithEmails:@[ @"alice@example.com", @"alice@work.example.com" ]];
self.avatarManager = [FMAvatarManager walkthroughInstallSharedInstanceFailing:0];
FMContactCreateAvatarCell *cell = [FMContactCreateAvatarCell walkthroughCell];
