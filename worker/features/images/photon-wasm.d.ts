// The package exports its .wasm without types; wrangler (and workerd) import it as a compiled module.
declare module '@cf-wasm/photon/photon.wasm' {
  const module: WebAssembly.Module;
  export default module;
}
