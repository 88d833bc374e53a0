import RACWalkthroughKit

/// 用 ReactiveCocoa 事半功倍的写代码(五), the second pipeline without its two
/// `multicast:[RACReplaySubject subject]` + `autoconnect`s (the post's steps 2 and 3), on the same
/// accounts and script as `migration-v2`. Every subscription to a cold signal runs its work again:
/// the signal of fetches is subscribed three times (the result handling, `takeUntil:`'s trigger,
/// the progress's `flatten`), so every account is fetched three times.
let migrationV2NoMulticastWalkthrough = Walkthrough(
  name: "migration-v2-no-multicast",
  title: "the progress pipeline without multicast: every account is fetched three times",
  post: "001_fe5a54c4a2dfc9ec.txt"
) { context in
  runMigrationV2(context, multicasts: false)
}
