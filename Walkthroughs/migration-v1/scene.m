// Not the post's code: the migration service, the account store, the alert and the screen that
// post 001's -fetchNecessaryDataForAccounts: (both versions) belongs to, which the post never
// shows. The service answers on the queue it was called from, as the walkthrough's input scripts
// it. The accounts are the kit's (+[FMAccount walkthroughAccountWithId:mailAddress:]).
typedef NS_ENUM(NSInteger, UIAlertControllerStyle) { UIAlertControllerStyleAlert = 1 };
typedef NS_ENUM(NSInteger, UIAlertActionStyle) { UIAlertActionStyleDefault = 0 };

@interface QHOldAccountMigration : NSObject
@end

// The download, scripted by the scene's input: each address's latency in virtual seconds, then
// the data or a QHMigrationErrorDomain error; each subscription is one request.
static ScriptedService *migrationService = nil;

@implementation QHOldAccountMigration
+ (void)walkthroughUseService:(ScriptedService *)service {
    migrationService = service;
}

+ (RACSignal *)fetchInitialDataForAccount:(FMAccount *)account {
    return [[migrationService call:account.profile.mailAddress] map:^id(id data) {
        return account;
    }];
}
@end

@interface FMMigrationFailAccount : NSObject
@property (nonatomic, copy) NSString *mailAddress;
@end

@implementation FMMigrationFailAccount
+ (FMMigrationFailAccount *)convertAccountToMigrationFailAccount:(FMAccount *)account {
    FMMigrationFailAccount *failAccount = [[FMMigrationFailAccount alloc] init];
    failAccount.mailAddress = account.profile.mailAddress;
    return failAccount;
}

- (void)save {
    NSLog(@"FMMigrationFailAccount save: %@", self.mailAddress);
}
@end

@interface FMManager : NSObject
@end

@implementation FMManager
+ (FMManager *)shareInstance {
    static FMManager *manager = nil;
    if (manager == nil) {
        manager = [[FMManager alloc] init];
    }
    return manager;
}

- (void)deleteAccount:(NSInteger)accountId {
    NSLog(@"FMManager deleteAccount: %ld", (long)accountId);
}
@end

@interface UIAlertAction : NSObject
@property (nonatomic, copy) NSString *title;
@property (nonatomic, copy) void (^handler)(UIAlertAction *action);
@end

@implementation UIAlertAction
+ (instancetype)actionWithTitle:(NSString *)title style:(UIAlertActionStyle)style handler:(void (^)(UIAlertAction *action))handler {
    UIAlertAction *action = [[UIAlertAction alloc] init];
    action.title = title;
    action.handler = handler;
    return action;
}
@end

@interface UIAlertController : UIViewController
@property (nonatomic, copy) NSString *title;
@property (nonatomic, strong) NSMutableArray *actions;
@end

@implementation UIAlertController
+ (instancetype)alertControllerWithTitle:(NSString *)title message:(NSString *)message preferredStyle:(UIAlertControllerStyle)preferredStyle {
    UIAlertController *alertController = [[UIAlertController alloc] init];
    alertController.title = title;
    alertController.actions = [NSMutableArray array];
    return alertController;
}

- (void)addAction:(UIAlertAction *)action {
    [self.actions addObject:action];
}
@end

// The screen; it is also the key window's root view controller, which presents the alert: it
// prints the title (and, as Xcode's Main Thread Checker would, that UIKit is called off the main
// thread when it is), and the user taps the first button a second later.
@interface FMMigrationViewController : UIViewController
@end

@implementation FMMigrationViewController
- (void)jumpToOriginalLogic {
    NSLog(@"jumpToOriginalLogic");
}

// The window keeps the screen until `delay` seconds after the start (the pipelines hold it only
// weakly, as the post's @weakify(self)); then it prints how often each account was fetched.
- (void)walkthroughCloseAfter:(NSTimeInterval)delay accounts:(NSArray *)accounts {
    [[RACScheduler mainThreadScheduler] afterDelay:delay schedule:^{
        NSMutableArray *counts = [NSMutableArray array];
        for (FMAccount *account in accounts) {
            NSString *address = account.profile.mailAddress;
            [counts addObject:[NSString stringWithFormat:@"%@ ×%ld", address, (long)[migrationService attemptsFor:address]]];
        }
        NSLog(@"(screen closed) fetchInitialDataForAccount: requests: %@", [counts componentsJoinedByString:@", "]);
    }];
}

- (void)presentViewController:(UIAlertController *)alertController animated:(BOOL)animated completion:(void (^)(void))completion {
    if (![NSThread isMainThread]) {
        NSLog(@"Main Thread Checker: UI API called on a background thread: -[UIViewController presentViewController:animated:completion:]");
    }
    NSLog(@"UIAlertController title: %@", alertController.title);
    UIAlertAction *action = alertController.actions.firstObject;
    [[RACScheduler mainThreadScheduler] afterDelay:1 schedule:^{
        NSLog(@"tap %@", action.title);
        action.handler(action);
    }];
}
@end

@interface UIWindow : NSObject
@property (nonatomic, strong) UIViewController *rootViewController;
@end

@implementation UIWindow
@end

@interface UIApplication : NSObject
@property (nonatomic, strong) UIWindow *keyWindow;
@end

@implementation UIApplication
+ (UIApplication *)sharedApplication {
    static UIApplication *application = nil;
    if (application == nil) {
        application = [[UIApplication alloc] init];
        application.keyWindow = [[UIWindow alloc] init];
    }
    return application;
}
@end

// Leaks: FMManager, UIApplication — the scene's statics (the app, its window and view controller, the account manager) are roots until the process ends, as an app's are
