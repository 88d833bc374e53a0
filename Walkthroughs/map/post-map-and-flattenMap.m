//map方法
- (instancetype)map:(id (^)(id value))block {
NSCParameterAssert(block != nil);
Class class = self.class;
RACStream *(^innerBlock)(id value)=^(id value)
{
return [class return:block(value)];
};
RACStream *stream=[self flattenMap:innerBlock];
//-(instancetype)flattenMap:(RACStream * (^)(id value))block;方法
return [stream setNameWithFormat:@"[%@] -map:", self.name];
}
//flattenMap方法
- (instancetype)flattenMap:(RACStream * (^)(id value))block {
Class class = self.class;
RACStreamBindBlock bindBlock = ^(id value, BOOL *stop)
{
id stream = block(value) ?: [class empty];
return stream;
};
RACStreamBindBlock (^A_Block_That_Return_A_RACStreamBindBlock)(void)=^RACStreamBindBlock(void)
{
return bindBlock;
};
RACStream *stream=[self bind:A_Block_That_Return_A_RACStreamBindBlock];
//- (RACSignal *)bind:(RACStreamBindBlock (^)(void))block;方法
//typedef RACStream * (^RACStreamBindBlock)(id value, BOOL *stop);
return [stream setNameWithFormat:@"[%@] -flattenMap:", self.name];
}
