import Foundation
import RAC

/// The signal RAC 2.5's reusable views share (UITableViewCell, UITableViewHeaderFooterView,
/// UICollectionReusableView +RACSignalSupport.m): `rac_prepareForReuseSignal`, RAC's
/// `-rac_signalForSelector:` of `prepareForReuse` mapped to `RACUnit.defaultUnit`, made once per
/// view and kept with it; it sends after each `-prepareForReuse` and completes when the view is
/// deallocated.
public final class PrepareForReuseSignal {
  private let prepared = RACSubject.subject()
  private var signal: RACSignal?

  init() {}

  deinit {
    prepared.sendCompleted()
  }

  /// The view's `rac_prepareForReuseSignal`, made on first use and named after `view`.
  func signal(of view: UIView) -> RACSignal {
    if let signal { return signal }
    let made = prepared.mapReplace(RACUnit.defaultUnit)
      .setNameWithFormat("%@ -rac_prepareForReuseSignal", view.rac_description)
    signal = made
    return made
  }

  /// `-prepareForReuse` ran.
  func didPrepareForReuse() {
    prepared.sendNext(RACTuple(objectsFrom: []))
  }
}
