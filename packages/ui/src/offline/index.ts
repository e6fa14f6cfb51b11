// @perch/ui/offline — the offline client (queue, replay, cache, usage sync) lands with the
// offline issue. It has no React dependency.
export {};
