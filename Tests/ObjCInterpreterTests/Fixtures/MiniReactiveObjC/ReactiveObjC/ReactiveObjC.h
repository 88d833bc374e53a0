// Fixture written for RACWalkthrough's tests: the umbrella header a ReactiveObjC checkout has.
@import Foundation;

#import "RACAnnotations.h"
#import "RACStream.h"
#import "RACSignal.h"
#import "RACSubscriber.h"
#import "RACDisposable.h"
#import "RACCompoundDisposable.h"
