import { describe, expect, it } from "vitest";
import { fileProblem } from "./upload";
import { kindOf, knownTypes, type PickedFile, readyToSend, room, uploadsReducer } from "./uploads";

const file = (key: string, over: Partial<PickedFile> = {}): PickedFile => ({
  key,
  name: `${key}.png`,
  size: 10,
  kind: "image",
  state: "uploading",
  progress: 0,
  ...over,
});

describe("the files of a document", () => {
  it("checks name and size before sending (games spec §5)", () => {
    expect(fileProblem({ name: "id.PNG", size: 5_242_880 })).toBeNull();
    expect(fileProblem({ name: "clip.webm", size: 1 })).toBeNull();
    expect(fileProblem({ name: "id.png", size: 5_242_881 })).toBe("verification.upload.too_large");
    expect(fileProblem({ name: "id.svg", size: 10 })).toBe("verification.upload.bad_type");
    expect(fileProblem({ name: "id.heic", size: 10 })).toBe("verification.upload.bad_type");
    expect(fileProblem({ name: "id.png", size: 0 })).toBe("verification.upload.empty");
  });

  it("follows each file from progress to its referenceId, and back to uploading on retry", () => {
    let s = uploadsReducer([], { type: "add", file: file("a") });
    s = uploadsReducer(s, { type: "progress", key: "a", progress: 0.4 });
    expect(s[0]!.progress).toBe(0.4);
    s = uploadsReducer(s, { type: "failed", key: "a", problem: "verification.upload.failed" });
    expect(readyToSend(s)).toBe(false);
    s = uploadsReducer(s, { type: "retry", key: "a" });
    expect(s[0]).toMatchObject({ state: "uploading", progress: 0, problem: undefined });
    s = uploadsReducer(s, { type: "done", key: "a", referenceId: "r1" });
    expect(readyToSend(s)).toBe(true);
    s = uploadsReducer(s, { type: "add", file: file("b") });
    expect(readyToSend(s)).toBe(false);
  });

  it("takes up to five files; refused ones do not count", () => {
    const five = ["a", "b", "c", "d", "e"].map((k) => file(k, { state: "done" }));
    expect(room(five)).toBe(0);
    expect(room([...five.slice(0, 4), file("x", { state: "refused" })])).toBe(1);
    expect(kindOf("a.pdf")).toBe("pdf");
    expect(kindOf("a.JPG")).toBe("image");
    expect(kindOf("a.mkv")).toBe("video");
  });

  it("offers the server's document types in its order and drops the ones it does not know (games spec §3)", () => {
    expect(knownTypes(["PAN_CARD", "PASS", "LIBRARY_CARD", "AADHAAR_CARD", "pass", ""])).toEqual([
      "PAN_CARD",
      "PASS",
      "AADHAAR_CARD",
    ]);
    expect(knownTypes([])).toEqual([]);
  });
});
