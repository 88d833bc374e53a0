import RAC
import RACWalkthroughKit

/// 用 FRP 事半功倍的写代码（二）: the first download of the first address succeeds after 0.5 s; the
/// image reaches the main thread and the button shows it. The cell is reused at 3 s, long after the
/// subscription has completed.
let avatar0FailuresWalkthrough = Walkthrough(
  name: "avatar-0-failures",
  title: "take:1, retry:3, flatten, catch: — the first download succeeds, the button shows the avatar",
  post: "002_97b0303b3bf7bd7f.txt"
) { context in
  runAvatarWalkthrough(context, failures: 0, reuseCellAt: 3)
}
