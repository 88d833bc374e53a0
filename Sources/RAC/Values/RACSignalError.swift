import Foundation

/// `RACSignalErrorDomain` (RACSignal+Operations.m): the domain of the errors RAC's own operators
/// send (behaviour §6).
public let RACSignalErrorDomain = "RACSignalErrorDomain"

/// `RACSignalErrorTimedOut`: the code of the error `timeout(_:onScheduler:)` sends (behaviour §6.5).
public let RACSignalErrorTimedOut = 1

/// `RACSignalErrorNoMatchingCase`: the code `+switch:cases:default:` uses when no case matches.
public let RACSignalErrorNoMatchingCase = 2
