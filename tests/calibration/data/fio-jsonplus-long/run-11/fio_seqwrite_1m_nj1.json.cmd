command: fio --name=seqwrite --rw=write --bs=1M --ioengine=psync --direct=0 --end_fsync=1 --numjobs=1 --directory=/work/scratch-gate/fio --size=256M --runtime=8 --ramp_time=1 --time_based --group_reporting --output-format=json+
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-gate)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-06T02:46:06Z
finished_utc: 2026-12-06T02:46:15Z
elapsed_s: 9.6
load_before:  02:46:05 up 15:39,  0 user,  load average: 6.01, 5.95, 5.12
busiest_before: python(48.3%) clippy-driver(34.5%) clippy-driver(32.5%) clippy-driver(28.4%) 
caches_dropped: no
exit_code: 0
stdout: fio_seqwrite_1m_nj1.json
