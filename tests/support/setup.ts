import "@testing-library/jest-dom/vitest";
import { configure } from "@testing-library/dom";

// A toast, a dialog or a menu loads its code on first use, a dynamic import Vite transforms on
// demand: on a busy two-core machine that alone can outlast the default second of `findBy…`.
configure({ asyncUtilTimeout: 5_000 });
