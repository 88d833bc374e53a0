import RAC
import RACWalkthroughKit

/// 用 FRP 事半功倍的写代码（二）: the user scrolls on and the table view reuses the cell at 0.3 s, before
/// the 0.5 s download is done. `takeUntil:` completes the subscription and disposes everything
/// above it, the download included: no image is set on a cell that now shows another contact.
let avatarCellReusedWalkthrough = Walkthrough(
  name: "avatar-cell-reused",
  title: "takeUntil: rac_prepareForReuseSignal — the cell is reused first, the download is cancelled",
  post: "002_97b0303b3bf7bd7f.txt"
) { context in
  runAvatarWalkthrough(context, failures: 0, reuseCellAt: 0.3)
}
