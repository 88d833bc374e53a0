/// The object base, the trace hooks and the locks that the core shares with the language sit one
/// target below (`TraceKernel`); whoever imports RAC sees them as part of it, as before they moved.
@_exported import TraceKernel
