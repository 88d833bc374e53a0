// The tool's own Objective-C, not RAC's: what the walkthroughs' scene stand-ins (the scripted
// services, the avatar manager and cell) make of RAC, loaded after your RAC checkout in a run on
// RAC's own source (--rac-source), so that their signals are made by RAC's loaded classes and run
// RAC's code. On the Swift core their native methods (RACWalkthroughKit/StandIns/ScriptedService.swift,
// AvatarStandIns.swift) make them, of the same steps, which `verify --rac-source` holds equal call
// for call. Methods named walkthrough… are the stand-ins' own.

// The reply scheduler a service or the avatar manager's downloads were given here, one of RAC's
// loaded classes, kept on the service.
static char WalkthroughReplySchedulerKey;

@implementation ScriptedService (WalkthroughCall)

// A background scheduler of RAC's loaded classes named queueName, made before the service it is
// for, as the native methods make a core one.
+ (RACScheduler *)walkthroughReplySchedulerNamed:(NSString *)queueName {
    return [RACScheduler schedulerWithPriority:RACSchedulerPriorityDefault name:queueName];
}

// Keeps scheduler on the service: its replies come there.
- (id)walkthroughReplyingOn:(RACScheduler *)scheduler {
    objc_setAssociatedObject(self, &WalkthroughReplySchedulerKey, scheduler, OBJC_ASSOCIATION_RETAIN_NONATOMIC);
    return self;
}

// A scene's service answering on a background scheduler of its own, named queueName.
+ (id)serviceNamed:(NSString *)name queueNamed:(NSString *)queueName replyAfter:(double)latency value:(NSString *)value {
    RACScheduler *scheduler = [self walkthroughReplySchedulerNamed:queueName];
    return [[self walkthroughServiceNamed:name replyAfter:latency value:value] walkthroughReplyingOn:scheduler];
}

+ (id)serviceNamed:(NSString *)name queueNamed:(NSString *)queueName replyAfter:(double)latency
        errorDomain:(NSString *)domain code:(NSInteger)code {
    RACScheduler *scheduler = [self walkthroughReplySchedulerNamed:queueName];
    return [[self walkthroughServiceNamed:name replyAfter:latency errorDomain:domain code:code] walkthroughReplyingOn:scheduler];
}

// A cold signal: each subscription is one attempt, answered after the script's latency on the
// service's reply scheduler (else the one current when it is subscribed) with a value and
// completion, an error, or nothing at all (a request that hangs).
- (RACSignal *)call:(NSString *)input {
    return [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
        // @[latency, outcome]: an NSString to send, an NSError to fail with, NSNull for none.
        NSArray *reply = [self walkthroughNextReplyFor:input];
        RACScheduler *scheduler = objc_getAssociatedObject(self, &WalkthroughReplySchedulerKey)
            ?: [self walkthroughReplyScheduler] ?: [RACScheduler currentScheduler];
        if (scheduler == nil) {
            [subscriber sendError:[NSError errorWithDomain:@"ScriptedServiceErrorDomain" code:-1 userInfo:nil]];
            return nil;
        }
        id outcome = reply[1];
        return [scheduler afterDelay:[reply[0] doubleValue] schedule:^{
            if ([outcome isKindOfClass:[NSError class]]) {
                [subscriber sendError:outcome];
            } else if ([outcome isKindOfClass:[NSString class]]) {
                [subscriber sendNext:outcome];
                [subscriber sendCompleted];
            }
        }];
    }];
}

@end

@implementation FMAvatarManager (WalkthroughAvatars)

// The run's manager, its first `failures` downloads of each address failing, answering on a
// background scheduler of its own made by RAC's loaded classes before the manager, as the native
// method makes a core one.
+ (id)walkthroughInstallSharedInstanceFailing:(NSInteger)failures {
    RACScheduler *scheduler = [ScriptedService walkthroughReplySchedulerNamed:@"FMAvatarManager.download"];
    FMAvatarManager *manager = [self walkthroughInstallSharedInstanceWithoutSchedulerFailing:failures];
    [[manager walkthroughDownloads] walkthroughReplyingOn:scheduler];
    return manager;
}

// The download of emailAddr's avatar: the manager's scripted downloads, or an error without them.
- (RACSignal *)rac_asyncGetAvatar:(NSString *)emailAddr {
    ScriptedService *downloads = [self walkthroughDownloads];
    if (downloads == nil) return [RACSignal error:nil];
    return [downloads call:emailAddr];
}

// The server's reply to saving emailAddr's avatar, each request subscribed to on a background
// scheduler of its own.
- (RACSignal *)rac_setAvatar:(NSString *)emailAddr image:(id)image {
    ScriptedService *server = [self walkthroughServer];
    RACSignal *reply = server != nil ? [server call:emailAddr] : [RACSignal error:nil];
    return [reply subscribeOn:[RACScheduler scheduler]];
}

@end

@implementation FMContactCreateAvatarCell (WalkthroughReuse)

// A subject of the cell's prepareForReuse invocations, made on first use: the cell sends it an
// empty tuple each time the table view is about to reuse it, and completes it when it goes.
- (RACSignal *)rac_prepareForReuseSignal {
    RACSubject *invocations = [self walkthroughPrepareForReuseInvocations];
    if (invocations == nil) {
        invocations = [RACSubject subject];
        [self walkthroughSetPrepareForReuseInvocations:invocations];
    }
    return invocations;
}

@end
