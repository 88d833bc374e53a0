/// The viewer's data written by `JSONText`: the same bytes as `JSONEncoder` with `.sortedKeys`
/// writes for `ViewerData`'s `Encodable` form, in a fraction of the time. Each object's members are
/// in `JSONEncoder`'s sorted order (case-insensitive); a nil optional is left out.
extension ViewerData {
  /// The JSON text, or nil where `JSONEncoder` would throw (a number that is not finite).
  var jsonText: String? { jsonBytes.map { String(decoding: $0, as: UTF8.self) } }

  /// The JSON text's UTF-8 bytes, or nil where `JSONEncoder` would throw.
  var jsonBytes: [UInt8]? {
    var json = JSONText(capacity: 64 * (events.count + items.count) + 4096)
    write(to: &json)
    return json.isValid ? json.bytes : nil
  }

  func write(to json: inout JSONText) {
    json.object { json in
      json.member("code")
      json.strings(code)
      json.member("codeFiles")
      json.array(codeFiles) { json, file in
        json.object { json in
          json.member("name")
          json.string(file.name)
          json.member("start")
          json.int(file.start)
        }
      }
      json.member("disposed")
      json.strings(disposed)
      json.member("events")
      json.array(events) { $1.write(to: &$0) }
      if let holders {
        json.member("holders")
        holders.write(to: &json)
      }
      json.member("items")
      json.array(items) { json, item in
        json.object { json in
          json.member("folded")
          json.int(item.folded)
          json.member("from")
          json.int(item.from)
          json.member("kind")
          json.string(item.kind.rawValue)
          json.member("opens")
          json.bool(item.opens)
          json.member("sequence")
          json.int(item.sequence)
          json.member("text")
          json.string(item.text)
          json.member("to")
          json.int(item.to)
        }
      }
      json.member("library")
      json.array(library) { json, file in
        json.object { json in
          json.member("lines")
          json.strings(file.lines)
          json.member("name")
          json.string(file.name)
        }
      }
      json.member("marbles")
      writeMarbles(to: &json)
      json.member("meta")
      json.object { json in
        json.member("events")
        json.int(meta.events)
        if let file = meta.file {
          json.member("file")
          json.string(file)
        }
        json.member("name")
        json.string(meta.name)
        json.member("post")
        json.string(meta.post)
        json.member("title")
        json.string(meta.title)
      }
      json.member("outputs")
      json.strings(outputs)
      json.member("participants")
      json.array(participants) { json, participant in
        json.object { json in
          json.member("id")
          json.string(participant.id)
          if let subtitle = participant.subtitle {
            json.member("subtitle")
            json.string(subtitle)
          }
          json.member("title")
          json.string(participant.title)
        }
      }
      json.member("steps")
      json.array(steps) { $1.write(to: &$0) }
      json.member("stops")
      json.array(stops) { json, stop in
        json.object { json in
          json.member("first")
          json.int(stop.first)
          json.member("last")
          json.int(stop.last)
          if let line = stop.line {
            json.member("line")
            json.int(line)
          }
          if let place = stop.place {
            json.member("place")
            json.string(place)
          }
        }
      }
      json.member("strings")
      json.strings(strings)
    }
  }

  private func writeMarbles(to json: inout JSONText) {
    json.object { json in
      json.member("hasTime")
      json.bool(marbles.hasTime)
      json.member("lines")
      json.array(marbles.lines) { json, line in
        json.object { json in
          json.member("label")
          json.string(line.label)
          json.member("marks")
          json.array(line.marks) { json, mark in
            json.object { json in
              json.member("kind")
              json.string(mark.kind.rawValue)
              json.member("sequence")
              json.int(mark.sequence)
              json.member("time")
              json.double(mark.time)
              if let value = mark.value {
                json.member("value")
                json.string(value)
              }
            }
          }
          json.member("subscribedAt")
          json.int(line.subscribedAt)
          json.member("subscribedTime")
          json.double(line.subscribedTime)
        }
      }
    }
  }
}

extension ViewerData.Stop {
  func write(to json: inout JSONText) {
    json.object { json in
      json.member("arguments")
      json.array(arguments) { $0.strings($1) }
      json.member("block")
      json.string(block)
      json.member("bookkeepingChange")
      json.ints(bookkeepingChange)
      json.member("disposedCount")
      json.int(disposedCount)
      json.member("eventBookkeeping")
      json.array(eventBookkeeping) { $0.strings($1) }
      if let item {
        json.member("item")
        json.int(item)
      }
      if let library {
        json.member("library")
        json.ints(library)
      }
      if let line {
        json.member("line")
        json.int(line)
      }
      json.member("outputCount")
      json.int(outputCount)
      if let owner {
        json.member("owner")
        json.int(owner)
      }
      json.member("phase")
      json.string(phase)
      if let result {
        json.member("result")
        json.string(result)
      }
      if let scheduler {
        json.member("scheduler")
        json.int(scheduler)
      }
      json.member("sequence")
      json.int(sequence)
      json.member("stackChange")
      json.ints(stackChange)
      json.member("steps")
      json.ints(steps)
      json.member("text")
      json.string(text)
      json.member("thread")
      json.int(thread)
      if let time {
        json.member("time")
        json.double(time)
      }
    }
  }
}

extension ViewerData.Step {
  func write(to json: inout JSONText) {
    json.object { json in
      json.member("en")
      json.string(en)
      if let event {
        json.member("event")
        json.int(event)
      }
      json.member("label")
      json.string(label)
      if let note {
        json.member("note")
        json.string(note)
      }
      if let number {
        json.member("number")
        json.int(number)
      }
      json.member("passed")
      json.bool(passed)
      if let postSays {
        json.member("postSays")
        json.string(postSays)
      }
      if let zh {
        json.member("zh")
        json.string(zh)
      }
    }
  }
}
