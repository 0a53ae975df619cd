import { useState } from "react";
import { Route, Routes, useNavigate } from "react-router";
import { type DataColumn, DataTable } from "../../../components/data-table/DataTable";
import { useTableQuery } from "../../../components/data-table/useTableQuery";
import { ErrorNote, Page } from "../../../components/Page";
import { type QueueEntry, useKycQueue } from "../../../hooks/api/kyc";
import { dateTime } from "../../../lib/format";
import { PlayerScreen } from "../kyc-review/PlayerScreen";
import { ReviewScreen } from "../kyc-review/ReviewScreen";
import { TYPE_LABEL } from "../labels";

const columns: DataColumn<QueueEntry>[] = [
  {
    id: "sent",
    header: "Sent",
    cell: ({ row }) => <span className="whitespace-nowrap">{dateTime(row.original.createdAt)}</span>,
  },
  {
    id: "player",
    header: "Player",
    cell: ({ row }) => <span className="font-mono text-xs">{row.original.player.customerId}</span>,
  },
  {
    id: "name",
    header: "Profile name",
    cell: ({ row }) => [row.original.player.firstName, row.original.player.lastName].filter(Boolean).join(" ") || "—",
  },
  { id: "birthday", header: "Birthday", cell: ({ row }) => row.original.player.birthday ?? "—" },
  { id: "country", header: "Country", cell: ({ row }) => row.original.player.country },
  { id: "type", header: "Document", cell: ({ row }) => TYPE_LABEL[row.original.type] ?? row.original.type },
  { id: "files", header: "Files", cell: ({ row }) => row.original.files.length },
];

/** KYC: the review queue (oldest first), a document's review, a player's verification. */
export function Component() {
  return (
    <Routes>
      <Route index element={<Queue />} />
      <Route path="documents/:id" element={<ReviewScreen />} />
      <Route path="players/:id" element={<PlayerScreen />} />
    </Routes>
  );
}

function Queue() {
  const q = useTableQuery({ filters: [], defaultPageSize: 25 });
  const queue = useKycQueue({ page: q.page, pageSize: q.pageSize });
  const navigate = useNavigate();
  const [lookup, setLookup] = useState("");
  return (
    <Page
      title="KYC review"
      description="Documents waiting for review, oldest first. Open one to see its files beside the player's profile."
      actions={
        <form
          className="flex gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (lookup.trim()) navigate(`players/${encodeURIComponent(lookup.trim())}`);
          }}
        >
          <input
            className="field w-56"
            placeholder="Account id or player id"
            aria-label="Find a player's verification"
            value={lookup}
            onChange={(e) => setLookup(e.target.value)}
            data-testid="kyc-player-lookup"
          />
          <button type="submit" className="btn-secondary">
            Open player
          </button>
        </form>
      }
    >
      <ErrorNote error={queue.error} />
      <DataTable
        label="Documents waiting for review"
        columns={columns}
        rows={queue.data?.documents ?? []}
        total={queue.data?.total ?? 0}
        page={q.page}
        pageSize={q.pageSize}
        onPage={q.setPage}
        onRowClick={(row) => navigate(`documents/${row.id}`)}
        loading={queue.isFetching}
        empty="Nothing waits for review."
        rowTestId="kyc-queue-row"
      />
    </Page>
  );
}
