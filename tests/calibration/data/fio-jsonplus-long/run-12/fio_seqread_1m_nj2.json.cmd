command: fio --name=seqread --rw=read --bs=1M --ioengine=psync --direct=0 --numjobs=2 --directory=/work/scratch-gate/fio --size=256M --runtime=8 --ramp_time=1 --time_based --group_reporting --output-format=json+
wrapper: nice -n 19 ionice -c3 (cwd /work/scratch-gate)
tool: fio-3.33 (Debian bookworm package 3.33-3)
host: Debian 12.11 (bookworm) VM, 2 vCPU (AMD EPYC), 23 GiB RAM, ext4 on /dev/vda (virtio, 256 GB, mq-deadline), kernel 6.18.44-fc-v1272
started_utc: 2026-12-06T02:49:38Z
finished_utc: 2026-12-06T02:49:48Z
elapsed_s: 9.3
load_before:  02:49:38 up 15:43,  0 user,  load average: 4.82, 5.47, 5.11
busiest_before: rustc(87.5%) rustc(75.0%) kworker/1:1-eve(1.5%) kworker/1:2-dio(1.1%) 
caches_dropped: no
exit_code: 0
stdout: fio_seqread_1m_nj2.json
