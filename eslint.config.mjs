import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: [
      ".next/**",
      "node_modules/**",
      ".data/**",
      "content/bible/build/**",
      "content/stories/build/**",
      "playwright-report/**",
      "test-results/**",
      "next-env.d.ts",
      "drizzle/**",
    ],
  },
  {
    files: ["app/**", "components/**", "lib/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "lucide-react",
              message:
                "Draw icons with @/components/icons: a page then carries a reference to the sprite, not the icon's shapes (npm run icons after adding one).",
            },
          ],
        },
      ],
    },
  },
];

export default config;
