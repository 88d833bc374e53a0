import Foundation
import RACBenchmarkKit

exit(BenchmarkMain.main(Array(CommandLine.arguments.dropFirst())))
