import { beforeEach, describe, expect, it, vi } from "vitest";

vi.mock("../../i18n", () => ({ i18next: { language: "de", t: (k: string) => k } }));
vi.mock("../../i18n/account-texts", () => ({}));
const toast = { neutral: vi.fn(), error: vi.fn() };
vi.mock("../../shell/toast", () => ({ toast }));
const api = { limits: vi.fn(), review: vi.fn() };
vi.mock("./api", () => ({ LIMITS_KEY: ["protection", "limits"], protectionApi: api }));

const { queryClient } = await import("../../api/query-client");
const { promptReview } = await import("./review-prompt");

type Opts = { action: { label: string; onClick: () => void }; cancel: { label: string; onClick: () => void } };
const notice = () => toast.neutral.mock.calls[0] as [string, Opts];

/** Accounts spec §3: the review of the limits every 6 months, asked after a login wherever the player is. */
describe("the limits review prompt", () => {
  beforeEach(() => {
    vi.clearAllMocks();
    queryClient.clear();
  });

  it("asks nothing when no review is due, and keeps the limits it read", async () => {
    api.limits.mockResolvedValue({ reviewDue: false });
    expect(await promptReview()).toBe(false);
    expect(toast.neutral).not.toHaveBeenCalled();
    expect(queryClient.getQueryData(["protection", "limits"])).toEqual({ reviewDue: false });
  });

  it("keeps the limits: records the review and the read limits follow", async () => {
    api.limits.mockResolvedValue({ reviewDue: true });
    api.review.mockResolvedValue({ reviewDue: false });
    expect(await promptReview()).toBe(true);
    const [message, opts] = notice();
    expect(message).toBe("protection.review_prompt.text");
    expect(opts).toMatchObject({ persistent: true, action: { label: "protection.review_prompt.keep" } });
    opts.action.onClick();
    await vi.waitFor(() => expect(queryClient.getQueryData(["protection", "limits"])).toEqual({ reviewDue: false }));
    expect(api.review).toHaveBeenCalledTimes(1);
  });

  it("reviews them: opens the restrictions page in the site's language, nothing recorded", async () => {
    api.limits.mockResolvedValue({ reviewDue: true });
    const go = vi.fn();
    await promptReview(go);
    const [, opts] = notice();
    expect(opts.cancel.label).toBe("protection.review_prompt.review");
    opts.cancel.onClick();
    expect(go).toHaveBeenCalledWith(expect.stringMatching(/^\/de\/.*/));
    expect(api.review).not.toHaveBeenCalled();
  });
});
