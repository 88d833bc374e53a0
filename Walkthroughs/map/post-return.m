+ (RACSignal *)return:(id)value {
return [RACReturnSignal return:value];
}
