// Not the post's code: the page the post's -savaAvatar:withContact: belongs to, the contact whose
// e-mail addresses get the avatar, and [FMAvatarManager shareInstance], which the post never shows:
// here it asks a scripted avatar server, which saves two addresses and fails the other two.
@interface SaveAvatarPage : UIViewController
@property (nonatomic, strong) FMAvatarManager *avatarManager;
@end

@implementation SaveAvatarPage
@end

NSArray *emails = @[ @"tom@work.example", @"tom@home.example", @"tom@old.example", @"tom@mail.example" ];
FMContact *contact = [FMContact walkthroughContactWithEmails:emails];
self.avatarManager = [FMAvatarManager walkthroughInstallSharedInstanceWithServerReplies:@{
    @"tom@work.example": @[ @0.3, @"saved" ],
    @"tom@home.example": @[ @0.2, @"FMAvatarErrorDomain", @404 ],
    @"tom@old.example": @[ @0.1, @"FMAvatarErrorDomain", @500 ],
    @"tom@mail.example": @[ @0.2, @"saved" ],
}];
