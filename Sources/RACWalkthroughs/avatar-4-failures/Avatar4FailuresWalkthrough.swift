import RAC
import RACWalkthroughKit

/// 用 FRP 事半功倍的写代码（二）: every download fails. `retry:3` tries four times in all (the first
/// subscription and three retries), then passes the error on; `catch:` replaces it with
/// `[RACSignal return:nil]`, so the subscriber gets one nil, sets no image, and never sees an error.
let avatar4FailuresWalkthrough = Walkthrough(
  name: "avatar-4-failures",
  title: "retry:3 = 4 attempts, all fail; catch: turns the error into return:nil — no image, no error",
  post: "002_97b0303b3bf7bd7f.txt"
) { context in
  runAvatarWalkthrough(context, failures: 4, reuseCellAt: 3)
}
