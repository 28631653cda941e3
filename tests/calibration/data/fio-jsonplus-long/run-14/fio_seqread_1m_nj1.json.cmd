command: fio --name=seqread --rw=read --bs=1M --ioengine=psync --direct=0 --numjobs=1 --directory=/work/scratch-gate/fio --size=256M --runtime=8 --ramp_time=1 --time_based --group_reporting --output-format=json+
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-gate)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-06T02:54:30Z
finished_utc: 2026-12-06T02:54:39Z
elapsed_s: 9.3
load_before:  02:54:30 up 15:47,  0 user,  load average: 4.96, 5.39, 5.19
busiest_before: rustc(83.6%) rustc(40.2%) rustc(39.1%) kworker/1:1-eve(1.8%) 
caches_dropped: no
exit_code: 0
stdout: fio_seqread_1m_nj1.json
