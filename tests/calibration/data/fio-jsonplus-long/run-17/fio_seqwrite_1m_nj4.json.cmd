command: fio --name=seqwrite --rw=write --bs=1M --ioengine=psync --direct=0 --end_fsync=1 --numjobs=4 --directory=/work/scratch-gate/fio --size=256M --runtime=8 --ramp_time=1 --time_based --group_reporting --output-format=json+
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-gate)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-06T03:03:53Z
finished_utc: 2026-12-06T03:04:03Z
elapsed_s: 9.7
load_before:  03:03:53 up 15:57,  0 user,  load average: 6.15, 5.94, 5.53
busiest_before: rustc(61.0%) clippy-driver(32.2%) clippy-driver(26.5%) cargo(6.6%) 
caches_dropped: no
exit_code: 0
stdout: fio_seqwrite_1m_nj4.json
