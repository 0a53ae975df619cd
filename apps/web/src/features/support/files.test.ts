import { describe, expect, it } from "vitest";
import { checkFiles, MAX_FILE_BYTES } from "./files";

describe("support attachments", () => {
  it("takes up to 5 files of the allowed types up to 5,242,880 bytes", () => {
    expect(
      checkFiles([
        { name: "Screen.PNG", size: 1000 },
        { name: "a.pdf", size: MAX_FILE_BYTES },
      ]),
    ).toBeNull();
    expect(checkFiles(Array.from({ length: 6 }, (_, i) => ({ name: `${i}.jpg`, size: 1 })))).toBe("too_many");
    expect(checkFiles([{ name: "big.jpg", size: MAX_FILE_BYTES + 1 }])).toBe("too_large");
    expect(checkFiles([{ name: "run.exe", size: 1 }])).toBe("type");
  });
});
