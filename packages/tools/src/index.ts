// @perch/tools — the catalogue's tool families (data + renderers) land with the catalogue issue.
export {};
