import Foundation

/// What a walkthrough's folder holds besides its code: the post's printed output, the steps the
/// post describes (each with the trace pattern that proves it), and notes on where the post errs.
public struct WalkthroughData: Sendable {
  /// The lines the post prints, verbatim (timestamps, process ids and all); nil when the post shows
  /// no output for this example.
  public var postOutput: [String]?
  /// The steps the post describes, in order.
  public var steps: [WalkthroughStep]
  /// NOTES.md, if the folder has one.
  public var notes: String?
  /// How the post's output is to be compared (steps.json's `output` object; defaults when absent).
  public var outputRules: OutputRules
  /// The post's own Objective-C for this example (steps.json's `objectiveC` object): the files of the
  /// folder it runs from, or why the walkthrough runs only as its Swift translation.
  public var objectiveC: ObjectiveCSource?
  /// steps.json's `title`: one line saying what a walkthrough written in Objective-C alone shows
  /// (`list` shows it; a walkthrough with a Swift translation has its title in Swift).
  public var title: String?
  /// steps.json's `leaks`: why a walkthrough written in Objective-C alone leaves RAC objects alive
  /// on purpose (`Walkthrough.leaksByDesign`); nil when it must leave none.
  public var leaks: String?
  /// What ReactiveObjC prints where it prints something else than RAC 2.5 (`reactiveobjc-output.txt`,
  /// verbatim; `objectiveC.reactiveObjC` says why); nil: RAC 2.5's output.
  public var reactiveObjCOutput: [String]?

  /// Data given directly (tests, snippets).
  public init(
    postOutput: [String]?, steps: [WalkthroughStep], notes: String?, outputRules: OutputRules = OutputRules(),
    objectiveC: ObjectiveCSource? = nil
  ) {
    self.postOutput = postOutput
    self.steps = steps
    self.notes = notes
    self.outputRules = outputRules
    self.objectiveC = objectiveC
  }

  /// A data file's text (`TextFile`: a file, not too large, UTF-8), or the reason it cannot be read.
  private static func read(_ file: URL) throws -> String {
    do {
      return try TextFile.read(file.path)
    } catch TextFile.Problem.missing {
      throw WalkthroughError.unreadableFile(file.path)
    } catch let problem as TextFile.Problem {
      throw WalkthroughError.unreadable(problem.description)
    }
  }

  /// Reads `post-output.txt` (empty, or absent, when the post prints nothing for the example),
  /// `steps.json` (required) and `NOTES.md` (optional) from `folder`.
  public static func load(from folder: URL) throws -> WalkthroughData {
    let stepsFile = folder.appendingPathComponent("steps.json")
    let stepsBytes = Data(try read(stepsFile).utf8)
    let steps: StepsFile
    do {
      steps = try JSONDecoder().decode(StepsFile.self, from: stepsBytes)
    } catch {
      throw WalkthroughError.malformedFile(stepsFile.path, JSONErrorPosition.describe(error, in: stepsBytes))
    }
    for step in steps.steps {
      for pattern in [step.pattern] + (step.until.map { [$0] } ?? []) where !GlobPattern(pattern).isValid {
        throw WalkthroughError.malformedFile(
          stepsFile.path, "the pattern '\(pattern)' is not a valid regular expression")
      }
    }
    let postOutput = try readLines(folder.appendingPathComponent("post-output.txt"))
    let reactiveObjCFile = folder.appendingPathComponent("reactiveobjc-output.txt")
    let reactiveObjCOutput = try readLines(reactiveObjCFile)
    let reactiveObjC = steps.objectiveC?.reactiveObjC
    if reactiveObjCOutput != nil, reactiveObjC == nil {
      throw WalkthroughError.malformedFile(
        stepsFile.path,
        "the folder has reactiveobjc-output.txt, but objectiveC.reactiveObjC does not say why ReactiveObjC prints it")
    }
    for number in reactiveObjC?.rac25OnlySteps ?? [] where !(1...max(1, steps.steps.count)).contains(number) {
      throw WalkthroughError.malformedFile(
        stepsFile.path,
        "objectiveC.reactiveObjC.rac25OnlySteps names step \(number), but the steps are numbered 1 to \(steps.steps.count)"
      )
    }
    let notes = try? TextFile.read(folder.appendingPathComponent("NOTES.md").path)
    if let files = steps.objectiveC?.files {
      for file in files {
        guard let url = ObjectiveCSource.url(of: file, in: folder) else {
          throw WalkthroughError.malformedFile(
            stepsFile.path,
            "objectiveC names '\(file)', which is no file of this folder or of a sibling walkthrough's (../other/file.m)"
          )
        }
        guard FileManager.default.fileExists(atPath: url.path) else {
          throw WalkthroughError.malformedFile(stepsFile.path, "objectiveC names '\(file)', which is not in the folder")
        }
      }
    }
    var data = WalkthroughData(
      postOutput: postOutput, steps: steps.steps, notes: notes, outputRules: steps.output ?? OutputRules(),
      objectiveC: steps.objectiveC)
    data.title = steps.title
    data.leaks = steps.leaks
    data.reactiveObjCOutput = reactiveObjCOutput
    return data
  }

  /// An output file's lines (trailing empty lines dropped); nil when it is absent or empty.
  private static func readLines(_ file: URL) throws -> [String]? {
    guard FileManager.default.fileExists(atPath: file.path) else { return nil }
    var lines = try read(file).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    while lines.last?.isEmpty == true { lines.removeLast() }
    return lines.isEmpty ? nil : lines
  }

  /// The steps as the post's own code's trace proves them: each step's `postCodePattern` and
  /// `postCodeExpect` in place of its `pattern` and `expect`. `verify`, `step` and the viewer use
  /// these whenever they run the post's code.
  public var postCodeSteps: [WalkthroughStep] {
    steps.map { step in
      var step = step
      if let pattern = step.postCodePattern { step.pattern = pattern }
      if let expect = step.postCodeExpect { step.expect = expect }
      return step
    }
  }

  /// The leaks by design of a run of the post's code: the translation's (`translation`), and the
  /// post's own (`objectiveC.postCodeLeaks`) for the run without a variant.
  public func postCodeLeaksByDesign(beside translation: [String: String]) -> [String: String] {
    guard let postCodeLeaks = objectiveC?.postCodeLeaks else { return translation }
    return translation.merging(["": postCodeLeaks]) { _, post in post }
  }

  private struct StepsFile: Decodable {
    var title: String?
    var leaks: String?
    var output: OutputRules?
    var objectiveC: ObjectiveCSource?
    var steps: [WalkthroughStep]
  }
}

/// How a walkthrough's output is checked against the post's.
public struct OutputRules: Codable, Hashable, Sendable {
  /// True when the program runs on background schedulers and may print different things on
  /// different runs: the post's output must then be one of the outputs over all schedules.
  public var dependsOnSchedule: Bool?
  /// A version of the program that the post's printed output came from, when it is not the code
  /// the post shows.
  public var postVariant: PostVariant?
  /// `explore`'s defaults for this walkthrough when the command line gives none: how many schedules
  /// to enumerate before sampling (`--limit`) and how many to sample (`--samples`). For programs
  /// with far too many schedules to enumerate (e.g. 120 timer values queued on one background queue
  /// while others take turns), where the general defaults would run for many minutes.
  public var exploreLimit: Int?
  /// How many schedules to sample when there are more than `exploreLimit`.
  public var exploreSamples: Int?
  /// True when the expected output is written on one line (`// Outputs: A B C`, as RAC's
  /// documentation writes it): the run's lines are compared word by word.
  public var comparesWords: Bool?

  /// Rules given directly.
  public init(
    dependsOnSchedule: Bool? = nil, postVariant: PostVariant? = nil, exploreLimit: Int? = nil,
    exploreSamples: Int? = nil, comparesWords: Bool? = nil
  ) {
    self.dependsOnSchedule = dependsOnSchedule
    self.postVariant = postVariant
    self.exploreLimit = exploreLimit
    self.exploreSamples = exploreSamples
    self.comparesWords = comparesWords
  }
}

/// Where a walkthrough's Objective-C is: the files of its folder that make up the program, in the
/// order they run (the post's listings, `post*.m`, verbatim; the scene, `scene*.m`, ours: the app
/// objects and the scripted user the post's code talks to), or why there is none.
public struct ObjectiveCSource: Codable, Hashable, Sendable {
  /// The folder's `.m` files, in the order they run.
  public var files: [String]?
  /// Why the walkthrough runs only as its Swift translation (the post shows no code that runs).
  public var translationOnly: String?
  /// Blocks whose calls the post's code and the translation make differently on purpose (NOTES.md
  /// says why), left out when their traces are compared.
  public var crossCheckIgnores: [String]?
  /// The class whose methods a file's bare methods are, by file (`"post-decode.m":
  /// "FMBarCodeService"`): a post's listing of one method of a class the scene defines.
  public var methodsOf: [String: String]?
  /// Why the post's code, run as written, leaves objects alive where the translation does not
  /// (post 004's blocks that keep `self`, stored in an object `self` keeps): the live-object count
  /// shows the cycle, and the tests count it as meant.
  public var postCodeLeaks: String?
  /// The classes of the objects the post's code leaves alive at its end on purpose, as a `// Leaks:`
  /// line would state them where the walkthrough has no file of its own to write one in (its
  /// scene is another walkthrough's): `leaks` and `verify` hold the run to it, the reason being
  /// `postCodeLeaks` or the translation's `leaksByDesign`.
  public var leftAlive: [String]?
  /// The translation's variant that the post's code is (contact-form's post keeps `self` in its
  /// blocks, as only the `post-self-capture` variant does): `verify` compares the two programs'
  /// output and RAC calls with that variant's run. Nil: the translation as it is.
  public var translationVariant: String?
  /// Where ReactiveObjC's source does something else than RAC 2.5's for this program: what its run
  /// is held to instead, and why (`verify --rac-source` on a ReactiveObjC checkout). Nil: RAC 2.5's
  /// expectations hold for ReactiveObjC too.
  public var reactiveObjC: ReactiveObjCExpectation?

  /// A source given directly.
  public init(
    files: [String]? = nil, translationOnly: String? = nil, crossCheckIgnores: [String]? = nil,
    methodsOf: [String: String]? = nil
  ) {
    self.files = files
    self.translationOnly = translationOnly
    self.crossCheckIgnores = crossCheckIgnores
    self.methodsOf = methodsOf
  }

  /// Whether `file` is a scene (`scene*.m`, ours), here or in a sibling walkthrough's folder
  /// (`../migration-v1/scene.m`: two walkthroughs of one post's app share its scene).
  public static func isScene(_ file: String) -> Bool { fileName(file).hasPrefix("scene") }

  /// Whether `file` is one of the post's listings (`post*.m`, verbatim).
  public static func isPost(_ file: String) -> Bool { fileName(file).hasPrefix("post") }

  /// The file that `file` (an entry of `files`) names for the walkthrough folder `folder`: one of
  /// its own files, or a sibling walkthrough's (`../avatar-0-failures/post.m`: walkthroughs of one
  /// post's example share its listings and scene rather than keep copies). Nil for any path that
  /// leaves the folder of walkthroughs or reaches deeper than a walkthrough's own files
  /// (`../../x.m`, `/etc/x.m`, `../a/b/c.m`): steps.json may point only at walkthroughs' files.
  public static func url(of file: String, in folder: URL) -> URL? {
    guard !file.hasPrefix("/"), !file.hasPrefix("~") else { return nil }
    var parts = [folder.lastPathComponent]
    for part in file.split(separator: "/", omittingEmptySubsequences: false) {
      switch part {
      case "..":
        guard !parts.isEmpty else { return nil }
        parts.removeLast()
      case ".", "": continue
      default: parts.append(String(part))
      }
    }
    guard parts.count == 2 else { return nil }
    return folder.deletingLastPathComponent().appendingPathComponent(parts[0], isDirectory: true)
      .appendingPathComponent(parts[1])
  }

  /// The name of `file` in traces, errors and the viewer: `walkthrough/file.m`, with a sibling
  /// folder's file named by its own folder (`migration-v1/scene.m`, not `migration-v2/../…`).
  public static func displayName(_ file: String, of walkthrough: String) -> String {
    var parts: [Substring] = []
    for part in "\(walkthrough)/\(file)".split(separator: "/") {
      if part == ".." {
        if !parts.isEmpty { parts.removeLast() }
      } else if part != "." {
        parts.append(part)
      }
    }
    return parts.joined(separator: "/")
  }

  private static func fileName(_ file: String) -> String {
    file.split(separator: "/").last.map(String.init) ?? file
  }

  /// How `list` describes it: the post's code verbatim, with a scene, or only as a translation.
  public var status: String {
    if let files {
      return files.contains(where: Self.isScene) ? "post's code + scene" : "post's code verbatim"
    }
    return "translation only" + (translationOnly.map { ": " + $0 } ?? "")
  }
}

/// The program as it must have been when the post printed its output.
public struct PostVariant: Codable, Hashable, Sendable {
  /// The variant's name, which the program reads from `WalkthroughContext.variant`.
  public var name: String
  /// What the variant changes, in words (e.g. "letters3 = M, N, as in version 1").
  public var change: String
  /// Why this is the post's error and not a failure.
  public var note: String?

  /// A variant `name` that changes `change`.
  public init(name: String, change: String, note: String? = nil) {
    self.name = name
    self.change = change
    self.note = note
  }
}

/// One thing the post says happens, and how to see it in the trace.
public struct WalkthroughStep: Codable, Hashable, Sendable {
  /// The post's own step number, where the post numbers its steps; nil for a step taken from the
  /// post's prose.
  public var number: Int?
  /// What happens, in our own words.
  public var en: String
  /// The same in Chinese, the post's language (optional).
  public var zh: String?
  /// A glob (`*` matches anything) over one event line (see `TraceEventLine`) that proves the step;
  /// or, prefixed with `re:`, a regular expression that must match the whole line.
  public var pattern: String
  /// The pattern that proves the step on the post's own code's trace, where that trace says it
  /// differently: classes a post defines itself (post 004's `SMStudent`, `SMCreditSubject`) carry
  /// no bookkeeping there, and their blocks are named after the selector they are passed to
  /// (`filterIsASatisfyCredit: block`, where the translation says `satisfyBlock`). Nil: `pattern`.
  public var postCodePattern: String?
  /// What the post's own code's trace must show for the step, where it is the opposite of the
  /// translation's: contact-form's page is freed in the translation, and its RACObserves complete;
  /// the post's blocks keep it, so on the post's code they never do (`absent`). Nil: `expect`.
  public var postCodeExpect: Expectation?
  /// `match` (default): an event matching `pattern` comes after the previous step's event.
  /// `absent`: no event after the previous step's event matches `pattern` (up to `until`).
  public var expect: Expectation?
  /// For an `absent` step: look only as far as the first event matching this pattern (same syntax
  /// as `pattern`), e.g. "no progress above 95 until the last account is done".
  public var until: String?
  /// Where the post says something else than what really happens: the post's claim, shown beside
  /// the real call as a note.
  public var postSays: String?
  /// Why the post's claim and the real behaviour differ.
  public var note: String?

  /// Whether a step's pattern must match or must not.
  public enum Expectation: String, Codable, Hashable, Sendable {
    case match
    case absent
  }

  /// A step given directly.
  public init(
    number: Int?, en: String, zh: String? = nil, pattern: String, expect: Expectation? = nil,
    until: String? = nil, postSays: String? = nil, note: String? = nil
  ) {
    self.number = number
    self.en = en
    self.zh = zh
    self.pattern = pattern
    self.expect = expect
    self.until = until
    self.postSays = postSays
    self.note = note
  }

  /// `step 4` for a numbered step, `prose` otherwise.
  public var label: String { number.map { "step \($0)" } ?? "prose" }
}

/// Everything that can go wrong loading or running a walkthrough, each with a one-line message.
public enum WalkthroughError: Error, CustomStringConvertible, Equatable {
  case unknownWalkthrough(String, known: [String])
  case unreadableFile(String)
  case malformedFile(String, String)
  /// A file that is there but cannot be read as text (`TextFile.Problem`), in one line.
  case unreadable(String)

  /// The error in one line, as the command line prints it.
  public var description: String {
    switch self {
    case .unknownWalkthrough(let name, let known):
      return "unknown walkthrough '\(name)' (known: \(known.joined(separator: ", ")))"
    case .unreadableFile(let path):
      return "cannot read \(path)"
    case .malformedFile(let path, let reason):
      // A reason that starts with LINE:COL goes after the path, as a compiler writes a position.
      let line = reason.split(separator: "\n").first.map(String.init) ?? ""
      if let colon = line.firstIndex(of: ":"), Int(line[..<colon]) != nil,
        let second = line[line.index(after: colon)...].firstIndex(of: ":"),
        Int(line[line.index(after: colon)..<second]) != nil
      {
        return "\(path):\(line[..<second]): \(path.split(separator: "/").last ?? "") is not a valid walkthrough file:"
          + line[line.index(after: second)...]
      }
      return "\(path) is not a valid walkthrough file: \(line)"
    case .unreadable(let reason):
      return reason
    }
  }
}
