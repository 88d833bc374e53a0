/// `0x…` addresses as Objective-C's `%p` prints them, for `-description`.
enum RACAddress {
  static func of(_ object: AnyObject) -> String {
    let pointer = Unmanaged.passUnretained(object).toOpaque()
    return "0x" + String(UInt(bitPattern: pointer), radix: 16)
  }
}
