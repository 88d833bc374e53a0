// The tool's own Objective-C, not RAC's: what the walkthroughs' scripted services make of RAC,
// loaded after your RAC checkout in a run on RAC's own source (--rac-source), so that a service's
// signal is made by RAC's loaded classes and runs RAC's code. On the Swift core the native
// -[ScriptedService call:] (RACWalkthroughKit/StandIns/ScriptedService.swift) makes it, of the same
// steps, which `verify --rac-source` holds equal call for call. Methods named walkthrough… are the
// stand-in's own.

@implementation ScriptedService (WalkthroughCall)

// A cold signal: each subscription is one attempt, answered after the script's latency on the
// service's reply scheduler (else the one current when it is subscribed) with a value and
// completion, an error, or nothing at all (a request that hangs).
- (RACSignal *)call:(NSString *)input {
    return [RACSignal createSignal:^RACDisposable *(id<RACSubscriber> subscriber) {
        // @[latency, outcome]: an NSString to send, an NSError to fail with, NSNull for none.
        NSArray *reply = [self walkthroughNextReplyFor:input];
        RACScheduler *scheduler = [self walkthroughReplyScheduler] ?: [RACScheduler currentScheduler];
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
