// Tests import server modules directly; Next's `server-only` guard has no meaning outside its bundler.
export {}
