-- Whether the last stake that moved a player's loss windows fit them. The bet statement moves the windows and
-- checks the stake in one multi-column SET, which computes each window's moved net once (the old WHERE check and
-- SET computed it twice, six index probes a bet), and reads the answer back from this column.
ALTER TABLE protection_loss_windows ADD COLUMN last_stake_fits boolean;
