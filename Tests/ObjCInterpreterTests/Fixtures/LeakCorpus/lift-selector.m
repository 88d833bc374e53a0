// rac_liftSelector:withSignals: on an object, fed by a store that never completes.
@interface Thermometer : NSObject
@property (nonatomic, copy) NSString *reading;
- (void)showCelsius:(NSNumber *)celsius place:(NSString *)place;
@end
@implementation Thermometer
- (void)showCelsius:(NSNumber *)celsius place:(NSString *)place {
  self.reading = [NSString stringWithFormat:@"%@ %@", place, celsius];
  NSLog(@"reading %@", self.reading);
}
- (void)dealloc { NSLog(@"dealloc Thermometer %@", self.reading); }
@end

static RACSubject *temperatures;
temperatures = [RACSubject subject];
Thermometer *thermometer = [Thermometer new];
[thermometer rac_liftSelector:@selector(showCelsius:place:) withSignals:temperatures, [RACSignal return:@"attic"], nil];
[temperatures sendNext:@21];
thermometer = nil;
