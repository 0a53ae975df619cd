import { describe, expect, it } from "vitest";
import { ApiError, NetworkError } from "../../api/client";
import { fileProblem, isRetryable } from "./upload";
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

  it("offers a retry after a dropped connection or server trouble, not for a file the server turned down", () => {
    expect(isRetryable(new NetworkError("network"))).toBe(true);
    expect(isRetryable(new ApiError(503, "HTTP_503", ""))).toBe(true);
    expect(isRetryable(new ApiError(429, "RATE_LIMITED", ""))).toBe(true);
    expect(isRetryable(new ApiError(415, "FILE_CONTENT_MISMATCH", ""))).toBe(false);
    expect(isRetryable(new ApiError(413, "FILE_TOO_LARGE", ""))).toBe(false);
    let s = uploadsReducer([file("a"), file("b", { state: "done" })], {
      type: "refused",
      key: "a",
      problem: "verification.upload.bad_content",
    });
    expect(s[0]).toMatchObject({ state: "refused", problem: "verification.upload.bad_content" });
    // a turned-down file does not hold the document back, nor take one of its five places
    expect(readyToSend(s)).toBe(true);
    expect(room(s)).toBe(4);
    s = uploadsReducer(s, { type: "remove", key: "a" });
    expect(s.map((f) => f.key)).toEqual(["b"]);
  });
});
