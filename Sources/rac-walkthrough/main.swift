import Foundation
import RAC

let trace = RACTrace.record {
  RACTestScheduler.runAsMainThread { _ in
    let signal = RACSignal.createSignal { subscriber in
      subscriber.sendNext("ABC")
      return nil
    }
    signal.traceLabel = "signal"
    let mappedSignalA = signal.map { value in
      let text = value as! String
      return text.count
    }
    mappedSignalA.traceLabel = "mappedSignalA"
    mappedSignalA.subscribeNext { x in
      let line = "class-\(type(of: x!)),value-\(x!)"
      print(line); RACTrace.output(line)
    }
    signal.subscribeNext { x in
      let line = "class-\(type(of: x!)),value-\(x!)"
      print(line); RACTrace.output(line)
    }
  }
}
print(trace.outline(showBookkeeping: true))
print(RACLiveObjects.count)
