// Source: http://blog.sunnyxx.com/2014/03/06/rac_1_macros/ (sunnyxx, Reactive Cocoa Tutorial [1] = 神奇的Macros)
// Adaptation: the post's macro definitions put together (metamacro_concat as RAC defines it, metamacro_at20
// as the post shows it), then its "int count = metamacro_argcount(a, b, c);" with a, b, c declared and printed.
#define metamacro_concat(A, B) metamacro_concat_(A, B)
#define metamacro_concat_(A, B) A ## B
#define metamacro_head(...) metamacro_head_(__VA_ARGS__, 0)
#define metamacro_head_(FIRST, ...) FIRST
#define metamacro_at(N, ...) metamacro_concat(metamacro_at, N)(__VA_ARGS__)
#define metamacro_at20(_0, _1, _2, _3, _4, _5, _6, _7, _8, _9, _10, _11, _12, _13, _14, _15, _16, _17, _18, _19, ...) metamacro_head(__VA_ARGS__)
#define metamacro_argcount(...) \
    metamacro_at(20, __VA_ARGS__, 20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1)
int a = 0, b = 0;
id c0 = nil;
int count = metamacro_argcount(a, b, c0);
NSLog(@"%d", count);
a = 1, b = 2;
int c = ((void)a, b);
NSLog(@"%d", c);
// Outputs:
// 3
// 2
