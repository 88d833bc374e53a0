import Dispatch

/// DEFLATE (RFC 1951) without a container, which browsers inflate natively with
/// `DecompressionStream("deflate-raw")`: the viewer page carries a big trace's data compressed, so
/// contact-form's page is a few megabytes instead of thirteen (issue 13). Foundation has no
/// compressor on Linux and the package takes no dependency, so the encoder is here: LZ77 over a
/// 32 KiB window with hash chains, written as one final block of the fixed Huffman codes
/// (RFC 1951 §3.2.6). Repetitive JSON compresses well with fixed codes; a dynamic-code block would
/// gain another fifth and is not worth its size here.
enum RawDeflate {
  /// The smallest and largest match DEFLATE can say, and how far back it may point.
  private static let minimumMatch = 3
  private static let maximumMatch = 258
  private static let window = 32_768
  /// How many earlier positions with the same three bytes are tried: longer chains find slightly
  /// longer matches at a cost that grows with the chain.
  private static let chainLimit = 48
  /// A match this long ends the search at once, as zlib's `nice_length` does: the JSON repeats
  /// whole keys and values, and scanning the rest of a chain for a longer one than this costs far
  /// more than the few bytes it saves.
  private static let niceMatch = 64
  private static let hashBits = 15

  /// Above this many bytes the input is cut into parts (`partSize` each, at most `maximumParts`)
  /// whose matches are found at once, one part per core. The parts depend on the input's size
  /// alone, so the same input gives the same bytes on every machine.
  private static let partSize = 2 << 20
  private static let maximumParts = 4

  /// `bytes` compressed as one final fixed-Huffman block.
  ///
  /// A big input's parts are searched each on a thread of its own and their codes written one
  /// after the other into the one block: a part's search starts from the window of bytes before
  /// it (its hash chains are filled with them first), so its matches may reach back into the part
  /// before, as one search's would, and the stream inflates to the same bytes. Only a match that
  /// would have run over a part's end is cut there.
  static func compress(_ bytes: [UInt8]) -> [UInt8] {
    compress(bytes, parts: partCount(forBytes: bytes.count))
  }

  /// How many parts an input of `count` bytes is searched in.
  static func partCount(forBytes count: Int) -> Int {
    max(1, min(maximumParts, count / partSize))
  }

  /// `bytes` compressed as one final fixed-Huffman block, searched in `parts` parts.
  static func compress(_ bytes: [UInt8], parts: Int) -> [UInt8] {
    let parts = max(1, min(parts, bytes.count))
    let bounds = (0...parts).map { bytes.count / parts * $0 + ($0 == parts ? bytes.count % parts : 0) }
    var writers = [BitWriter](repeating: BitWriter(), count: parts)
    bytes.withUnsafeBufferPointer { input in
      writers.withUnsafeMutableBufferPointer { writers in
        if parts == 1 {
          writers[0] = codes(of: input, from: 0, to: input.count)
        } else {
          DispatchQueue.concurrentPerform(iterations: parts) { part in
            writers[part] = codes(of: input, from: bounds[part], to: bounds[part + 1])
          }
        }
      }
    }
    var writer = BitWriter()
    writer.reserve(bytes.count / 4)
    writer.write(1, bits: 1)  // BFINAL
    writer.write(1, bits: 2)  // BTYPE = 01, fixed Huffman codes
    for part in writers { writer.append(part) }
    writer.writeLiteral(256)  // end of block
    return writer.finish()
  }

  /// The codes of the literals and matches of `input[start..<end]`, the window before `start`
  /// searched as well: LZ77, greedy, over hash chains of three bytes.
  private static func codes(of input: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> BitWriter {
    var writer = BitWriter()
    writer.reserve((end - start) / 4)
    let count = input.count
    var head = [Int32](repeating: -1, count: 1 << hashBits)
    var previous = [Int32](repeating: -1, count: window)
    head.withUnsafeMutableBufferPointer { head in
      previous.withUnsafeMutableBufferPointer { previous in
        func hash(at position: Int) -> Int {
          let value = Int(input[position]) << 16 | Int(input[position + 1]) << 8 | Int(input[position + 2])
          return ((value &* 2_654_435_761) >> (32 - hashBits)) & ((1 << hashBits) - 1)
        }
        func insert(at position: Int) {
          guard position + minimumMatch <= count else { return }
          let key = hash(at: position)
          previous[position & (window - 1)] = head[key]
          head[key] = Int32(position)
        }
        // How many bytes from `candidate` on equal those from `position` on, at most `limit`:
        // eight at a time while eight remain (the first differing byte is the lowest one set in
        // their exclusive or, the input being read little-endian), then one at a time.
        func matchLength(_ candidate: Int, _ position: Int, _ limit: Int) -> Int {
          var length = 0
          if let base = input.baseAddress {
            let raw = UnsafeRawPointer(base)
            while length + 8 <= limit {
              let left = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: candidate + length, as: UInt64.self))
              let right = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: position + length, as: UInt64.self))
              let difference = left ^ right
              if difference != 0 { return length + difference.trailingZeroBitCount / 8 }
              length += 8
            }
          }
          while length < limit, input[candidate + length] == input[position + length] { length += 1 }
          return length
        }
        for position in max(0, start - window)..<start { insert(at: position) }
        var position = start
        while position < end {
          var bestLength = 0
          var bestDistance = 0
          if position + minimumMatch <= count {
            var candidate = Int(head[hash(at: position)])
            var tries = chainLimit
            let limit = min(maximumMatch, end - position)
            while candidate >= 0, position - candidate <= window, tries > 0 {
              if input[candidate + bestLength] == input[position + bestLength] {
                let length = matchLength(candidate, position, limit)
                if length > bestLength {
                  bestLength = length
                  bestDistance = position - candidate
                  if length == limit || length >= niceMatch { break }
                }
              }
              let next = Int(previous[candidate & (window - 1)])
              if next >= candidate { break }
              candidate = next
              tries -= 1
            }
          }
          if bestLength >= minimumMatch {
            writer.writeLength(bestLength)
            writer.writeDistance(bestDistance)
            for offset in 0..<bestLength { insert(at: position + offset) }
            position += bestLength
          } else {
            writer.writeLiteral(Int(input[position]))
            insert(at: position)
            position += 1
          }
        }
      }
    }
    return writer
  }

  /// Bits written least significant first, as DEFLATE packs them; Huffman codes go in reversed,
  /// most significant bit first.
  private struct BitWriter {
    private var output: [UInt8] = []
    private var buffer: UInt64 = 0
    private var used = 0

    mutating func reserve(_ capacity: Int) { output.reserveCapacity(capacity) }

    mutating func write(_ value: Int, bits: Int) {
      buffer |= UInt64(value) << UInt64(used)
      used += bits
      while used >= 8 {
        output.append(UInt8(truncatingIfNeeded: buffer))
        buffer >>= 8
        used -= 8
      }
    }

    /// A literal byte, or 256 (end of block), or a length code 257…285, in the fixed codes.
    mutating func writeLiteral(_ symbol: Int) {
      let code = RawDeflate.fixedCodes[symbol]
      write(Int(code.reversed), bits: Int(code.bits))
    }

    /// A match's length (3…258): its code, then the code's extra bits, in one write.
    mutating func writeLength(_ length: Int) {
      let code = RawDeflate.lengthCodes[length]
      let symbol = RawDeflate.fixedCodes[257 + Int(code.code)]
      let extra = Int(code.extraBits)
      write(
        Int(symbol.reversed) | ((length - RawDeflate.lengthBases[Int(code.code)]) << Int(symbol.bits)),
        bits: Int(symbol.bits) + extra)
    }

    /// A match's distance (1…32768): its five-bit code, then the code's extra bits, in one write.
    mutating func writeDistance(_ distance: Int) {
      let code = RawDeflate.distanceCode(distance)
      write(
        Int(RawDeflate.reversedDistanceCodes[code]) | ((distance - RawDeflate.distanceBases[code]) << 5),
        bits: 5 + RawDeflate.distanceExtraBits[code])
    }

    /// The bits `other` holds, after these.
    mutating func append(_ other: BitWriter) {
      reserve(output.count + other.output.count + 8)
      if used == 0 {
        output.append(contentsOf: other.output)
      } else {
        for byte in other.output { write(Int(byte), bits: 8) }
      }
      write(Int(truncatingIfNeeded: other.buffer), bits: other.used)
    }

    mutating func finish() -> [UInt8] {
      if used > 0 { output.append(UInt8(truncatingIfNeeded: buffer)) }
      buffer = 0
      used = 0
      return output
    }
  }

  /// The fixed code of each literal/length symbol 0…287 (RFC 1951 §3.2.6), bits reversed as they
  /// are written, and its length in bits.
  fileprivate static let fixedCodes: [(reversed: UInt16, bits: UInt8)] = (0..<288).map { symbol in
    let (code, bits) =
      switch symbol {
      case 0...143: (0x30 + symbol, 8)
      case 144...255: (0x190 + symbol - 144, 9)
      case 256...279: (symbol - 256, 7)
      default: (0xC0 + symbol - 280, 8)
      }
    return (UInt16(reversed(code, bits: bits)), UInt8(bits))
  }

  /// The length code (0…28, of symbols 257…285) of each match length 0…258 and its extra bits.
  fileprivate static let lengthCodes: [(code: UInt8, extraBits: UInt8)] = (0...maximumMatch).map { length in
    var code = 0
    while code + 1 < lengthBases.count, lengthBases[code + 1] <= length { code += 1 }
    return (UInt8(code), UInt8(lengthExtraBits[code]))
  }

  /// The five-bit distance codes 0…29, reversed as they are written.
  fileprivate static let reversedDistanceCodes: [UInt8] = (0..<30).map { UInt8(reversed($0, bits: 5)) }

  /// The distance code of `distance` (1…32768): 0…3 for 1…4, then two codes per power of two, the
  /// second for the upper half of its range.
  fileprivate static func distanceCode(_ distance: Int) -> Int {
    let offset = distance - 1
    guard offset >= 4 else { return offset }
    let power = Int.bitWidth - 1 - offset.leadingZeroBitCount
    return 2 * power + ((offset >> (power - 1)) & 1)
  }

  /// `code`'s low `bits` bits in the opposite order: a Huffman code goes in most significant bit
  /// first.
  private static func reversed(_ code: Int, bits: Int) -> Int {
    var result = 0
    for bit in 0..<bits where code & (1 << bit) != 0 { result |= 1 << (bits - 1 - bit) }
    return result
  }

  /// RFC 1951 §3.2.5: the first length of each length code 257…285, and its extra bits (258 is
  /// code 285 alone, with none).
  fileprivate static let lengthBases = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258,
  ]
  fileprivate static let lengthExtraBits = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
  ]
  /// The first distance of each distance code 0…29, and its extra bits.
  fileprivate static let distanceBases = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097,
    6145, 8193, 12289, 16385, 24577,
  ]
  fileprivate static let distanceExtraBits = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
  ]
}
