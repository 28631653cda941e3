command: fio --name=seqwrite --rw=write --bs=1M --ioengine=psync --direct=0 --end_fsync=1 --numjobs=1 --directory=/work/scratch-gate/fio --size=256M --runtime=8 --ramp_time=1 --time_based --group_reporting --output-format=json+
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-gate)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-06T03:10:50Z
finished_utc: 2026-12-06T03:10:59Z
elapsed_s: 9.6
load_before:  03:10:50 up 16:04,  0 user,  load average: 5.56, 5.81, 5.62
busiest_before: rustc(58.8%) rustc(55.5%) alarms_real(51.1%) kworker/1:0-mm_(0.9%) 
caches_dropped: no
exit_code: 0
stdout: fio_seqwrite_1m_nj1.json
