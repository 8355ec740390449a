// The `virtual:pwa-register` module vite-plugin-pwa provides at build time.
/// <reference types="vite-plugin-pwa/vanillajs" />
