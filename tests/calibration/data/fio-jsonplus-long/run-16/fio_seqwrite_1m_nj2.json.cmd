command: fio --name=seqwrite --rw=write --bs=1M --ioengine=psync --direct=0 --end_fsync=1 --numjobs=2 --directory=/work/scratch-gate/fio --size=256M --runtime=8 --ramp_time=1 --time_based --group_reporting --output-format=json+
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-gate)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-06T03:00:29Z
finished_utc: 2026-12-06T03:00:38Z
elapsed_s: 9.5
load_before:  03:00:29 up 15:53,  0 user,  load average: 5.42, 5.42, 5.28
busiest_before: rustc(68.0%) rustfmt(57.6%) cargo-fmt(7.4%) kworker/1:2-vir(1.7%) 
caches_dropped: no
exit_code: 0
stdout: fio_seqwrite_1m_nj2.json
