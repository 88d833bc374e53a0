import Foundation
import RAC

/// A function breakpoint's name: `-[RACSignal bind:]` (the method of that class or of a class
/// whose file defines it, so `-[RACSignal bind:]` stops in a `RACDynamicSignal`'s `-bind:`),
/// `map:` or `-map:` (that selector of any class), `bindingBlock` (a block as the trace names it).
struct DAPFunctionName {
  let kind: Character?
  let className: String?
  let selector: String

  init?(_ text: String) {
    let name = text.trimmingCharacters(in: .whitespaces)
    guard !name.isEmpty else { return nil }
    if let first = name.first, first == "-" || first == "+", name.dropFirst().hasPrefix("["), name.hasSuffix("]") {
      let parts = name.dropFirst(2).dropLast().split(separator: " ", omittingEmptySubsequences: true)
      guard parts.count == 2 else { return nil }
      kind = first
      className = String(parts[0])
      selector = String(parts[1])
    } else if let first = name.first, first == "-" || first == "+" {
      kind = first
      className = nil
      selector = String(name.dropFirst())
    } else {
      kind = nil
      className = nil
      selector = name
    }
    guard !selector.isEmpty, !selector.contains(" ") else { return nil }
  }

  func matches(_ event: TraceEvent) -> Bool {
    let block = event.block
    let selectorMatches: Bool
    if let kind {
      selectorMatches = block == "\(kind)\(selector)"
    } else {
      selectorMatches = block == selector || block == "-\(selector)" || block == "+\(selector)"
    }
    guard selectorMatches else { return false }
    guard let className else { return true }
    if event.owner?.className == className { return true }
    let files = [event.racSource?.file, event.source?.file].compactMap { $0 }
    return files.contains { file in
      let base = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
      return base == className || base.hasPrefix(className + "+")
    }
  }
}
