import RAC
import RACWalkthroughKit

/// 用 FRP 事半功倍的写代码（二）: the first two downloads fail; `retry:3` subscribes again each time, as
/// a turn of its own on the download queue, and the third attempt brings the avatar.
let avatar2FailuresWalkthrough = Walkthrough(
  name: "avatar-2-failures",
  title: "retry:3 after two failed downloads — the third attempt sets the avatar",
  post: "002_97b0303b3bf7bd7f.txt"
) { context in
  runAvatarWalkthrough(context, failures: 2, reuseCellAt: 3)
}
