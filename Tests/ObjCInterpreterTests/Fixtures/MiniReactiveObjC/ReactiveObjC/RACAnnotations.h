// Fixture written for RACWalkthrough's tests: the annotation macro of a ReactiveObjC checkout.
#ifndef RAC_WARN_UNUSED_RESULT
#define RAC_WARN_UNUSED_RESULT __attribute__((warn_unused_result))
#endif
