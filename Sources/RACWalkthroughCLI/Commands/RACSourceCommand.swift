import ObjCInterpreter
import ObjCLibraries
import ObjCWalkthroughs

/// `rac-source DIR`: what the tool makes of the user's checkout of RAC 2.5 or ReactiveObjC: which
/// line it is, then one line per `.m` file of RAC's: the core's, those beyond it, and those kept out.
enum RACSourceCommand: Command {
  static let name = "rac-source"
  static let runsRACSource = false
  static let summary = "load your checkout of RAC 2.5 or ReactiveObjC: one line per .m file, loaded or why not"
  static let help = """
    USAGE: rac-walkthrough rac-source DIR

    DIR is your own checkout of ReactiveCocoa 2.5 (the repository, or its ReactiveCocoa/ folder;
    fetch it with `git clone -b v2.5 https://github.com/ReactiveCocoa/ReactiveCocoa`) or of
    ReactiveObjC, the 3.x line (the repository, or its ReactiveObjC/ folder). The first line says
    which it is. The tool reads RAC's 46 core files (streams, signals, subjects, the multicast
    connection, the command, disposables, subscribers, schedulers, sequences, tuples, events, unit)
    and the 38 beyond them (run-time helpers, deallocation, KVO, selector signals, lifting,
    channels, the Foundation and UIKit categories) with the headers they import, and prints one
    line per file: `loaded` with the classes and methods it puts in place of the Swift core's, the
    first error that keeps it out (FILE:LINE:COL, the line and a caret), or why the tool never
    loads it (AppKit, MapKit, and "kept native: the network" for the two that reach outside the
    sandbox, which stay on the Swift core). The last line counts them. Exit 0 when every file but
    those kept out is loaded; a run needs the core files only, and a file beyond the core that
    does not load leaves its part to the Swift core. The checkout is read within the default time
    budget (20 s): one too large or too nested to read in it ends the command with the budget.

    The other commands take the same folder as `--rac-source DIR` (or RAC_SOURCE_DIR in the
    environment) to run RAC's own code in place of the Swift core.
    """

  static func run(_ arguments: [String], catalog: WalkthroughCatalog, environment: CommandEnvironment) throws -> Int32 {
    let list = try ArgumentList(arguments, command: name)
    guard list.positional.count == 1, let directory = list.positional.first else {
      throw CommandFailure.usage("rac-source: give one folder, your checkout of ReactiveCocoa 2.5 or ReactiveObjC")
    }
    let checkout: RACSourceCheckout
    do {
      checkout = try RACSourceCheckout(path: directory)
    } catch let error as RACSourceError {
      throw CommandFailure.failed(error.message)
    }
    // Read within the default time budget, as a command's --rac-source checkout is: a crafted
    // checkout of files too large or too nested to read ends the command with the budget.
    let library = RunOverrunGuard.watchingCheckoutReading(directory, within: Interpreter.Limits()) {
      RACSourceLibrary(checkout: checkout, natives: NativeClasses.walkthroughs)
    }
    environment.write("\(checkout.line): \(checkout.directory.path)")
    let width = library.reports.map(\.name.count).max() ?? 0
    for report in library.reports {
      let padded = report.name.padding(toLength: width, withPad: " ", startingAt: 0)
      if let reason = report.keptOutReason {
        environment.write("\(padded)  \(reason)\(report.isMissing ? " (and the checkout has no such file)" : "")")
      } else if report.isMissing {
        environment.write("\(padded)  missing: the checkout has no such file (the Swift core's stays)")
      } else if let error = report.error {
        environment.write("\(padded)  not loaded: \(error.headline)")
      } else {
        environment.write("\(padded)  loaded: \(report.classes) classes, \(report.methods) methods")
      }
    }
    let loaded = library.reports.filter(\.isLoaded)
    let toLoad = library.reports.filter { $0.keptOutReason == nil }
    let core = library.reports.filter(\.isCore)
    environment.write(
      "\(loaded.count) of \(toLoad.count) files loaded (\(core.filter(\.isLoaded).count) of \(core.count) core files), \(library.reports.count - toLoad.count) kept out: \(loaded.map(\.classes).reduce(0, +)) classes and \(loaded.map(\.methods).reduce(0, +)) methods in place of the Swift core's"
    )
    return loaded.count == toLoad.count ? 0 : 1
  }
}
